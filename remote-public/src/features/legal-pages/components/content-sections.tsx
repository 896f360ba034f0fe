export interface ContentSection {
  heading: string;
  paragraphs?: string[];
  list?: string[];
}

/** Renders the structured prose the info and legal namespaces hold (heading, paragraphs, list). */
export function ContentSections({ sections }: { sections: ContentSection[] }) {
  return (
    <div className="ps-prose">
      {sections.map((section) => (
        <section key={section.heading} aria-label={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs?.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.list && (
            <ul>
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
