// The chat list, for the conversation screens that show it beside an open conversation.
export { ChatList } from './chat-list';
