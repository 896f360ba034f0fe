import { useEffect, useState } from 'react';
import { AudienceSection } from './audience-section';
import { FeaturesSection } from './features-section';
import { FinalCtaSection } from './final-cta-section';
import { PlatformsSection } from './platforms-section';
import { StatementSection } from './statement-section';
import { WhySection } from './why-section';

/**
 * The landing's sections under the hero. They render in a task after the hero's, so the browser
 * lays out and paints the hero alone first instead of the whole page in one long task. Until
 * then their place keeps a screen's height (landing.css): the footer never shows and moves away.
 */
export function LaterSections() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className="landing__later">
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
