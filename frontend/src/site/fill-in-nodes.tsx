import { Fragment, type ReactNode } from 'react';

/**
 * A Fixed text whose {placeholders} stand for elements (links), so the owner words the whole
 * sentence around them: "See your orders in {orders}, or …". A placeholder with no element stays as written.
 */
export function fillInNodes(text: string, nodes: Record<string, ReactNode>): ReactNode[] {
  return text.split(/(\{\w+\})/).map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return <Fragment key={index}>{name !== undefined && Object.hasOwn(nodes, name) ? nodes[name] : part}</Fragment>;
  });
}
