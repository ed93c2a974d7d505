import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { Card, CardTitle } from './card.tsx';

/**
 * A card named by the title it shows: the section's accessible name is its heading, so a screen reader's list
 * of regions and a test's getByRole('region', { name }) find it by what a person reads.
 */
export function TitledCard({
  title,
  action,
  children,
  ...card
}: Omit<HTMLAttributes<HTMLElement>, 'title'> & { title: ReactNode; action?: ReactNode }) {
  const id = useId();
  return (
    <Card aria-labelledby={id} {...card}>
      <CardTitle action={action}>
        <span id={id}>{title}</span>
      </CardTitle>
      {children}
    </Card>
  );
}
