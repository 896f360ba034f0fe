// The library's components that the challenge screen also shows: the card editor, and the toasts
// that report an action's outcome. (Other features call the library's API files directly.)
export { EditDialog, type EditValues } from './components/edit-dialog';
export { ToastStack, useFailureToast, useToasts, type Notify } from './components/toasts';
