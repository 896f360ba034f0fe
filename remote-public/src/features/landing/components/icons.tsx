// Decorative line icons (24×24, stroke only): hidden from assistive technology.
const PATHS = {
  guidedCourses: 'M4 19V5a2 2 0 0 1 2-2h12v16H6a2 2 0 0 0-2 2zm4-12h6m-6 4h6',
  dialogicPersonas: 'M4 5h11v8H9l-4 3v-3H4zM15 9h5v8h-1v3l-4-3h-5v-1',
  counterpoints: 'M7 4v16M7 4 3 8m4-4 4 4M17 20V4m0 16-4-4m4 4 4-4',
  learningIntegration: 'M4 7h12v12H4zM8 3h12v12M7 13l2 2 4-4',
  sourceTransparency: 'M4 4h10l6 6v10H4zM14 4v6h6M8 14h8m-8 3h5',
  crossPerspective:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm-9 9h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
  structured: 'M4 5h16M4 12h10M4 19h13',
  disagreement: 'M5 5l14 14M19 5 5 19',
  transparency: 'M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12zm10-3a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
  lifelongLearners: 'M12 6c-2-2-6-2-8-1v13c2-1 6-1 8 1 2-2 6-2 8-1V5c-2-1-6-1-8 1zm0 0v13',
  students: 'M2 9l10-5 10 5-10 5zM6 11v5c3 3 9 3 12 0v-5M22 9v6',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name }: { name: IconName }) {
  return (
    <svg
      className="landing-icon"
      viewBox="0 0 24 24"
      width="28"
      height="28"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
