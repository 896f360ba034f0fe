import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { scrollToSection } from '../scroll-to-section';
import { AudienceSection } from './audience-section';
import { FeaturesSection } from './features-section';
import { FinalCtaSection } from './final-cta-section';
import { PlatformsSection } from './platforms-section';
import { StatementSection } from './statement-section';
import { WhySection } from './why-section';

const LATER = 'landing__later';

/**
 * The landing's sections under the hero. They render in a task after the hero's, so the browser
 * lays out and paints the hero alone first instead of the whole page in one long task. Until
 * then their place keeps a screen's height (landing.css): the footer never shows and moves away.
 * An address naming one of them (`/#join`, from the sign-up page) scrolls to it once it is there,
 * which the browser cannot do itself: the section did not exist when the page loaded.
 * Prerendered (on the server, and in the browser taking over the prerendered document, whose
 * sections are already there), they are part of the page from the start.
 */
export function LaterSections() {
  const [shown, setShown] = useState(
    () => typeof document === 'undefined' || document.querySelector(`.${LATER} > *`) !== null,
  );
  const { hash } = useLocation();
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), 0);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    const section = id ? document.getElementById(id) : null;
    if (shown && section && container.current?.contains(section)) scrollToSection(id);
  }, [shown, hash]);
  return (
    <div className={LATER} ref={container}>
      {shown && (
        <>
          <StatementSection />
          <FeaturesSection />
          <WhySection />
          <PlatformsSection />
          <AudienceSection />
          <FinalCtaSection />
        </>
      )}
    </div>
  );
}
