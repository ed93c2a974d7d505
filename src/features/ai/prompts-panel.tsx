import { AddPromptsForm } from './add-prompts-form.tsx';
import { PromptList } from './prompt-list.tsx';
import { DEFAULT_PAGE_SIZE, type EngineSearch } from './search.ts';
import { NeedsRole } from '../../components/roles/needs-role.tsx';
import { TitledCard } from '../../components/ui/titled-card.tsx';

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
      <TitledCard title="Tracked prompts" className="order-2 lg:order-1">
        <PromptList
          siteId={siteId}
          engineId={engineId}
          limit={page.limit}
          offset={page.offset}
          onPage={({ limit, offset }) => onSearch({ plimit: limit, poffset: offset })}
        />
      </TitledCard>
      {/* the panel's one note for a role that may not change prompts: the list's delete and boxes go quietly */}
      <div className="order-1 self-start lg:order-2">
        <NeedsRole need="write">
          <TitledCard title="Add prompts">
            <AddPromptsForm siteId={siteId} engineId={engineId} />
          </TitledCard>
        </NeedsRole>
      </div>
    </div>
  );
}
