import type {} from '@emotion/react';
/** The theme: deep magenta primary, bright magenta secondary, success green; breakpoints and widths. */
export const theme = {
  colors: {
    primary: '#8e0f5c',
    primaryDark: '#6c0a46',
    secondary: '#e91e8c',
    success: '#1e8e3e',
    warning: '#b26a00',
    warningBg: '#fff4d6',
    danger: '#c62828',
    dangerBg: '#fdecea',
    info: '#1565c0',
    infoBg: '#e8f0fe',
    text: '#1d1b20',
    muted: '#5f5a66',
    border: '#ddd6e1',
    surface: '#ffffff',
    background: '#f7f3f8',
    /** The unread-messages colour equals secondary. */
    unread: '#e91e8c',
    onPrimary: '#ffffff',
  },
  breakpoints: { sm: 576, md: 768, lg: 992, xl: 1200 },
  modalWidths: { sm: 300, md: 500, lg: 800, xl: 1140 },
  toastMaxWidth: 350,
  chat: { listMin: 300, listMax: 400, messagesMax: 800 },
  /**
   * The members area's bottom tab bar on a phone (the shell draws it): its height above the safe area,
   * and `offset`, the room it takes at the foot of the screen, for whatever else sits there (the body's
   * padding, the chat list's height, sticky action bars) to clear it.
   */
  tabBar: { height: 60, offset: 'calc(60px + env(safe-area-inset-bottom, 0px))' },
  radius: 10,
  space: (n: number) => `${n * 4}px`,
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  mq: {
    sm: '@media (min-width: 576px)',
    md: '@media (min-width: 768px)',
    lg: '@media (min-width: 992px)',
    xl: '@media (min-width: 1200px)',
  },
} as const;

declare module '@emotion/react' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends Readonly<typeof theme> {}
}
