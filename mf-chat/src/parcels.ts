import type { ParcelLoaders } from '@dating/shared/parcel/parcel-contract';

/**
 * The `./parcels` expose: every parcel the shell may mount from mf-chat (its routes in the shared
 * route table, then its layout pieces). Each loads on first use, so a route downloads only its feature.
 */
const parcels = {
  chats: () => import(/* webpackChunkName: "chats" */ './features/chats/chats.parcel'),
  conversation: () => import(/* webpackChunkName: "conversation" */ './features/conversation/conversation.parcel'),
  'member-chat': () => import(/* webpackChunkName: "member-chat" */ './features/member-chat/member-chat.parcel'),
} satisfies ParcelLoaders;

export default parcels;
