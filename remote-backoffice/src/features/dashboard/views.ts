/** The back office's internal views, switched inside the page without a route change. */
export type BackOfficeView = 'dashboard' | 'personas' | 'vector-db';

/** The views a dashboard tool opens. */
export type ToolView = Exclude<BackOfficeView, 'dashboard'>;
