import { Anchor, Card, type AnchorProps, type CardProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes } from 'react';

// Mantine's `component={Link}` loses the router's types; these keep `to`, `params` and `search` checked.
const MantineAnchor = forwardRef<HTMLAnchorElement, AnchorProps & AnchorHTMLAttributes<HTMLAnchorElement>>((props, ref) => <Anchor ref={ref} {...props} />);
const MantineCard = forwardRef<HTMLAnchorElement, CardProps & AnchorHTMLAttributes<HTMLAnchorElement>>((props, ref) => (
  <Card ref={ref} component="a" {...props} />
));

/** A text link to a route. */
export const AnchorLink = createLink(MantineAnchor);
/** A card that is a link to a route. */
export const CardLink = createLink(MantineCard);
