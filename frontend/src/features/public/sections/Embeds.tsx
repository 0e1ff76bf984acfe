import { Container } from '../../../site/Container';
import text from '../../../site/text.module.css';
import { useSite } from '../../../site/use-site';
import layout from '../../../ui/layout.module.css';
import { Embed } from '../embeds/Embed';
import classes from './sections.module.css';

/** The home page's embeds (a booking page, a video, a map), each under its title. */
export function Embeds() {
  const items = useSite().embeds ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-label="Embedded content">
      <Container className={classes.band}>
        <div className={layout.stack}>
          {items.map((item) => (
            <figure key={item._id} className={classes.embed}>
              <Embed src={item.embedUrl} title={item.embedTitle} />
              <figcaption className={`${text.small} ${text.muted}`}>{item.embedTitle}</figcaption>
            </figure>
          ))}
        </div>
      </Container>
    </section>
  );
}
