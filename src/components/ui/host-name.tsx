import { Fragment } from 'react';

/**
 * Where a host name or URL may wrap: after each dot, slash, `?`, `&` or `=`, never inside a label, so
 * "northwind-outdoor.com" wraps as "northwind-outdoor." / "com" rather than "northwi" / "nd-outdoor.com".
 */
export function breakPoints(text: string): string[] {
  return text.split(/(?<=[./?&=])/);
}

/**
 * A host name or URL that breaks only at dots and slashes: each piece between them never wraps (not even after
 * a hyphen, where browsers would), with a `<wbr>` between pieces.
 */
export function HostName({ value, className = '' }: { value: string; className?: string }) {
  const parts = breakPoints(value);
  return (
    <span className={className}>
      {parts.map((p, i) => (
        <Fragment key={i}>
          <span className="whitespace-nowrap">{p}</span>
          {i < parts.length - 1 && <wbr />}
        </Fragment>
      ))}
    </span>
  );
}
