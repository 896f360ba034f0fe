import './styles/index.css';

export { Button, type ButtonProps, type ButtonVariant } from './components/button';
export { Card } from './components/card';
export { Dialog, type DialogProps } from './components/dialog';
export { EmptyState, type EmptyStateProps } from './components/empty-state';
export { Field, type FieldProps } from './components/field';
export { Input, type InputProps } from './components/input';
export { Page, type PageProps } from './components/page';
export { PasswordInput, type PasswordInputProps } from './components/password-input';
export { Select, type SelectOption, type SelectProps } from './components/select';
export { Loading, Spinner, type LoadingProps, type SpinnerProps } from './components/spinner';
export { TextArea, type TextAreaProps } from './components/text-area';
export { Toast, type ToastProps, type ToastTone } from './components/toast';
