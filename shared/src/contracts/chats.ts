import { z } from 'zod';
import { ProfileSummarySchema } from './profile';

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
export const DeleteChatRequestSchema = z.object({ conversation: z.number().int().positive() });
