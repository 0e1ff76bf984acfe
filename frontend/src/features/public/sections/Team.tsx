import { Container } from '../../../site/Container';
import { SIZES } from '../../../site/media';
import { ResponsiveImage } from '../../../site/ResponsiveImage';
import text from '../../../site/text.module.css';
import { first } from '../../../site/types';
import { useSite, useSiteTexts } from '../../../site/use-site';
import { SectionHeading } from './SectionHeading';
import classes from './sections.module.css';
import { useSectionId } from './section-id';

/** A scroll-snap carousel: 4, 3, 2, 2 and 1 members in view from wide to narrow screens. */
export function Team() {
  const sectionId = useSectionId();
  const site = useSite();
  const heading = first(site.teamText);
  const members = site.teamItems ?? [];
  const { teamCarouselLabel } = useSiteTexts();
  if (members.length === 0) return null;
  return (
    <section aria-labelledby={sectionId('team-heading')}>
      <Container width="wide" className={classes.band}>
        <SectionHeading id={sectionId('team-heading')} eyebrow="teamEyebrow" heading={heading.teamHeading} intro={heading.teamText} />
        <div className={classes.carousel} role="region" aria-roledescription="carousel" aria-label={teamCarouselLabel} tabIndex={0}>
          {members.map((member) => (
            <div key={member._id} className={`${classes.card} ${classes.slide}`} data-border aria-roledescription="slide">
              {member.teamMemberImg && (
                <ResponsiveImage
                  src={member.teamMemberImg}
                  alt={member.teamMemberName ?? ''}
                  sizes={SIZES.teamCard}
                  width={240}
                  height={240}
                  className={`${classes.picture} ${classes.rounded}`}
                />
              )}
              <p className={`${text.body} ${text.strong} ${classes.memberName}`}>{member.teamMemberName}</p>
              <p className={`${text.small} ${text.muted}`}>{member.teamMemberTitle}</p>
            </div>
          ))}
        </div>
      </Container>
    </section>
  );
}
