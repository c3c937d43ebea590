import type { Message } from '@dating/shared/contracts/chats';

/** What a message of one type shows inside its bubble (`name`: the other member, for words like "Photo from Sanne"). */
export type MessageContentProps = {
  message: Pick<Message, 'type' | 'text' | 'photo' | 'gift' | 'from_me' | 'id' | 'review'>;
  name: string;
};
