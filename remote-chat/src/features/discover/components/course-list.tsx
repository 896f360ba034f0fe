import { useTranslation } from 'react-i18next';
import { SAMPLE_COURSES } from '../sample-courses';

/** The courses: title, description, difficulty and duration of each. */
export function CourseList() {
  const { t } = useTranslation('chat-discover');
  return (
    <section aria-labelledby="chat-discover-courses">
      <h2 id="chat-discover-courses" className="chat-discover__title">
        {t('courses.title')}
      </h2>
      <p className="chat-muted">{t('courses.intro')}</p>
      <ul className="chat-discover__grid">
        {SAMPLE_COURSES.map((course) => (
          <li key={course.key} className="chat-tile chat-course">
            <h3 className="chat-tile__name">{t(`courses.items.${course.key}.title`)}</h3>
            <p className="chat-tile__text">{t(`courses.items.${course.key}.description`)}</p>
            <dl className="chat-course__facts">
              <div>
                <dt>{t('courses.difficulty')}</dt>
                <dd>{t(`courses.levels.${course.level}`)}</dd>
              </div>
              <div>
                <dt>{t('courses.duration')}</dt>
                <dd>{t('courses.weeks', { count: course.weeks })}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
