import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { rowId } from './fields';
import { ProfileSummarySchema } from './profile';
import { OkResponseSchema } from './user';

export const MESSAGE_TYPES = ['text', 'photo', 'gift', 'system'] as const;

const LastMessageSchema = z.object({
  type: z.enum(MESSAGE_TYPES),
  /** Text for text/system messages; a neutral label for photo and gift messages is the client's job. */
  text: z.string(),
  from_me: z.boolean(),
  created_at: z.iso.datetime({ offset: true }),
});

/** A chat entry: conversation id, the other profile, unread count. */
const ChatEntrySchema = z.object({
  conversation: z.number().int().positive(),
  profile: ProfileSummarySchema,
  num_unread_messages: z.number().int().min(0),
  last_message: LastMessageSchema.nullable(),
  updated_at: z.iso.datetime({ offset: true }),
});

export const ChatsResponseSchema = z.object({
  chats: z.array(ChatEntrySchema),
  total_unread: z.number().int().min(0),
});
export type ChatsResponse = z.infer<typeof ChatsResponseSchema>;

/** DELETE /api/chat.php */
export const DeleteChatRequestSchema = z.object({ conversation: rowId() });

/** The member's conversations, newest activity first, with the unread total. */
export const listChatsEndpoint = defineEndpoint({ method: 'GET', path: '/api/chats.php', response: ChatsResponseSchema });

/** Removes one of the member's own conversations (for them only); any other is 404. */
export const deleteChatEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/chat.php',
  body: DeleteChatRequestSchema,
  response: OkResponseSchema,
  errors: ['not_found'],
});
