import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';

interface StepHeadingProps {
  level?: 1 | 2;
  /** Takes the focus when it appears (false for the first view of a page). */
  focus?: boolean;
  id?: string;
  children: ReactNode;
}

/**
 * The heading of a step that replaces another in place (feedback, done, the answer after a
 * retry): it takes the focus when it appears, so keyboard and screen-reader users land on the
 * new step instead of on a control that just disappeared.
 */
export function StepHeading({ level = 1, focus = true, id, children }: StepHeadingProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const focusOnAppear = useEffectEvent(() => {
    if (focus) heading.current?.focus();
  });
  // Only when the step appears, not on every render.
  useEffect(() => focusOnAppear(), []);
  const Heading = `h${level}` as const;
  return (
    <Heading ref={heading} id={id} tabIndex={-1} className="ps-step-heading">
      {children}
    </Heading>
  );
}
