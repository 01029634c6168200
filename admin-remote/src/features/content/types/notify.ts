/** How a Content section reports an outcome: the panel shows it above the sub-tabs and announces it. */
export type NotifyTone = 'success' | 'error' | 'warning' | 'info';
export type Notify = (tone: NotifyTone, text: string) => void;
