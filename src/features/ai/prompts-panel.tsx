import { Card, CardTitle } from '../../components/ui/card.tsx';
import { AddPromptsForm } from './add-prompts-form.tsx';
import { PromptList } from './prompt-list.tsx';
import { DEFAULT_PAGE_SIZE, type EngineSearch } from './search.ts';

export function promptsParams(search: EngineSearch) {
  return { limit: search.plimit ?? DEFAULT_PAGE_SIZE, offset: search.poffset ?? 0 };
}

export function PromptsPanel({
  siteId,
  engineId,
  search,
  onSearch,
}: {
  siteId: number;
  engineId: number;
  search: EngineSearch;
  onSearch: (next: EngineSearch) => void;
}) {
  const page = promptsParams(search);
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <Card aria-labelledby="prompts-title" className="order-2 lg:order-1">
        <CardTitle>
          <span id="prompts-title">Tracked prompts</span>
        </CardTitle>
        <PromptList
          siteId={siteId}
          engineId={engineId}
          limit={page.limit}
          offset={page.offset}
          onPage={({ limit, offset }) => onSearch({ plimit: limit, poffset: offset })}
        />
      </Card>
      <Card aria-labelledby="add-prompts-title" className="order-1 lg:order-2 self-start">
        <CardTitle>
          <span id="add-prompts-title">Add prompts</span>
        </CardTitle>
        <AddPromptsForm siteId={siteId} engineId={engineId} />
      </Card>
    </div>
  );
}
