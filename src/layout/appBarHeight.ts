/** The app bar's height in px (AppHeader.module.css); what scrolls under it stops below it. */
export const APP_BAR_HEIGHT = 64;
