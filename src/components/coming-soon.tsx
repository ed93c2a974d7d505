import { Card } from './ui/card.tsx';
import { PageHeader } from './ui/page-header.tsx';

/** An area whose pages are not built yet says so, and says what it will do; nothing pretends to work. */
export function ComingSoon({ title, what }: { title: string; what: string[] }) {
  return (
    <div>
      <PageHeader title={title} description="This area is not built yet." />
      <Card>
        <p className="text-sm text-slate-700">When it lands, this page will let you:</p>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
          {what.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
