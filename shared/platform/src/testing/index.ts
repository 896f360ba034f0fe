export {
  LocationDisplay,
  admin,
  learner,
  renderWithProviders,
  setLanguage,
  setSession,
  type ProvidersOptions,
  type SessionShape,
} from './render-with-providers';
export { XSS_PAYLOADS, liveMarkupIn } from './xss';
