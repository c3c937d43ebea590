// One conversation's view, for both routes that open one (by conversation id and by member).
export { ConversationView } from './conversation-view';
