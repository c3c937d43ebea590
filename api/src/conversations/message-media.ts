import { CHAT_PHOTO_PATH, type MessagePhoto } from '@dating/shared/contracts/index';
import { chatMedia } from '../db/schema';

/** The chat_media columns a photo message shows (selected through a left join on messages.media_id). */
export const MEDIA_COLUMNS = {
  kind: chatMedia.kind,
  token: chatMedia.token,
  url: chatMedia.url,
  thumbUrl: chatMedia.thumbUrl,
  width: chatMedia.width,
  height: chatMedia.height,
  status: chatMedia.status,
};

export interface MediaRow {
  kind: 'photo' | 'gif';
  token: string;
  url: string | null;
  thumbUrl: string | null;
  width: number;
  height: number;
  /** A member's photo: `pending` under chat pre-moderation until approved, `rejected` once removed. */
  status: 'pending' | 'active' | 'rejected';
}

/** Where a member's chat photo is fetched (GET /api/chat-photo.php checks the conversation on every request). */
function chatPhotoUrl(token: string, size: 'thumb' | 'full'): string {
  return `${CHAT_PHOTO_PATH}?${new URLSearchParams({ id: token, size }).toString()}`;
}

/** The picture of a photo message as its reader gets it. */
export function messagePhoto(media: MediaRow): MessagePhoto {
  if (media.kind === 'gif') {
    const url = media.url ?? '';
    return { url, thumb_url: media.thumbUrl ?? url, width: media.width, height: media.height, animated: true };
  }
  return {
    url: chatPhotoUrl(media.token, 'full'),
    thumb_url: chatPhotoUrl(media.token, 'thumb'),
    width: media.width,
    height: media.height,
    animated: false,
  };
}
