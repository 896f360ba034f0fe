/** How demanding a course is; its name in the texts is `courses.levels.<level>`. */
export type CourseLevel = 'beginner' | 'intermediate';

export interface SampleCourse {
  /** Its texts are `courses.items.<key>.title` and `.description`. */
  key: 'stoicism' | 'greekPhilosophy' | 'renaissance';
  level: CourseLevel;
  weeks: number;
}

/** The courses Discover shows until courses exist: a fixed list, in this order. */
export const SAMPLE_COURSES: readonly SampleCourse[] = [
  { key: 'stoicism', level: 'beginner', weeks: 2 },
  { key: 'greekPhilosophy', level: 'intermediate', weeks: 4 },
  { key: 'renaissance', level: 'beginner', weeks: 3 },
];
