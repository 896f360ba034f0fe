/** The personas view the back office's page switches to. */
export { PersonaManagementView } from './persona-management-view';
