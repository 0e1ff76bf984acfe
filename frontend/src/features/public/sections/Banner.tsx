import { buttonClass } from '../../../site/button';
import { Container } from '../../../site/Container';
import { SIZES } from '../../../site/media';
import { ResponsiveImage } from '../../../site/ResponsiveImage';
import text from '../../../site/text.module.css';
import { first } from '../../../site/types';
import { useBrand, useSite } from '../../../site/use-site';
import layout from '../../../ui/layout.module.css';
import classes from './sections.module.css';
import { useSectionId } from './section-id';

export function Banner() {
  const sectionId = useSectionId();
  const banner = first(useSite().banner);
  const brandName = useBrand().siteName;
  return (
    <section className={classes.banner} aria-labelledby={sectionId('banner-heading')}>
      <Container width="wide" className={classes.bannerInner}>
        <div className={layout.columns}>
          <div className={`${layout.stack} ${layout.gapLg}`}>
            <h1 id={sectionId('banner-heading')} className={text.h1}>
              {banner.bannerHeading ?? brandName}
            </h1>
            <p className={`${text.large} ${text.muted}`}>{banner.bannerText}</p>
            {banner.buttonText && banner.buttonURL && (
              <a href={banner.buttonURL} className={buttonClass({ size: 'lg', className: classes.start })}>
                {banner.buttonText}
              </a>
            )}
          </div>
          <div>
            {banner.imageOne && (
              <ResponsiveImage src={banner.imageOne} sizes={SIZES.halfColumn} width={560} height={420} priority className={classes.picture} />
            )}
          </div>
        </div>
      </Container>
    </section>
  );
}
