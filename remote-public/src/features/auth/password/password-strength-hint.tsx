import { useTranslation } from 'react-i18next';
import { usePasswordStrength } from './use-password-strength';
import './password-strength-hint.css';

const LEVELS = ['weak', 'fair', 'good', 'strong'] as const;

interface PasswordStrengthHintProps {
  password: string;
  /** The account's own words (username, e-mail), which make a password easy to guess. */
  personal: string[];
}

/**
 * A live rating of a new password. The region is always in the page, so screen readers announce
 * each change of level politely, and only the level's words change (not on every keystroke).
 */
export function PasswordStrengthHint({ password, personal }: PasswordStrengthHintProps) {
  const { t } = useTranslation('public-auth');
  const level = usePasswordStrength(password, personal);
  const filled = level ? LEVELS.indexOf(level) + 1 : 0;
  return (
    <span className={`pw-strength${level ? ` pw-strength--${level}` : ''}`}>
      <span className="pw-strength__meter" aria-hidden="true">
        {LEVELS.map((name, index) => (
          <span
            key={name}
            className={`pw-strength__bar${index < filled ? ' pw-strength__bar--on' : ''}`}
          />
        ))}
      </span>
      <span className="pw-strength__text" aria-live="polite" data-testid="password-strength">
        {level && t('password.strength', { level: t(`password.levels.${level}`) })}
      </span>
    </span>
  );
}
