import { Container } from '../../../site/Container';
import { SIZES } from '../../../site/media';
import { ResponsiveImage } from '../../../site/ResponsiveImage';
import text from '../../../site/text.module.css';
import { first } from '../../../site/types';
import { useSite } from '../../../site/use-site';
import layout from '../../../ui/layout.module.css';
import classes from './sections.module.css';
import { useSectionId } from './section-id';

export function VideoSection() {
  const sectionId = useSectionId();
  const site = useSite();
  const video = first(site.video);
  if (!video.headingVideo) return null;
  return (
    <section aria-labelledby={sectionId('video-heading')} className={classes.tinted}>
      <Container width="wide" className={classes.band}>
        <div className={layout.columns}>
          <div>
            <a href={video.videoLink} aria-label={`Watch: ${video.headingVideo}`} rel="noopener noreferrer" className={classes.videoLink}>
              {video.videoImage && (
                <ResponsiveImage src={video.videoImage} sizes={SIZES.halfColumn} width={540} height={360} className={`${classes.picture} ${classes.rounded}`} />
              )}
            </a>
          </div>
          <div>
            <h2 id={sectionId('video-heading')} className={`${text.h2} ${classes.videoHeading}`}>
              {video.headingVideo}
            </h2>
            <div className={layout.stack}>
              {(site.videoItems ?? []).map((item) => (
                <div key={item._id} className={classes.videoItem}>
                  <h3 className={text.h5}>{item.videoItemTitle}</h3>
                  <p className={`${text.small} ${text.muted}`}>{item.videoItemDetails}</p>
                </div>
              ))}
            </div>
          </div>
        </div>
      </Container>
    </section>
  );
}
