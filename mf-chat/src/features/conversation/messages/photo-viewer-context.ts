import { createContext, useContext } from 'react';

/** Opens the conversation's photo viewer at one message (by id); null outside a conversation. */
export const OpenPhotoContext = createContext<((messageId: number) => void) | null>(null);

export const useOpenPhoto = () => useContext(OpenPhotoContext);
