import type { Plan } from '@contracts/plans';

function strings(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  // RTDB stores arrays as objects with numeric keys when written sparsely.
  if (value && typeof value === 'object')
    return Object.values(value).filter((item): item is string => typeof item === 'string');
  return [];
}

/** The `plans/` node as a list in display order; tolerant of missing optional fields. */
export function toPlans(value: unknown): Plan[] {
  if (!value || typeof value !== 'object') return [];
  const plans: Plan[] = [];
  for (const [key, raw] of Object.entries(value as Record<string, unknown>)) {
    if (!raw || typeof raw !== 'object') continue;
    const record = raw as Record<string, unknown>;
    plans.push({
      id: typeof record.id === 'string' ? record.id : key,
      name: typeof record.name === 'string' ? record.name : key,
      description: typeof record.description === 'string' ? record.description : '',
      priceInr: typeof record.priceInr === 'number' ? record.priceInr : null,
      features: strings(record.features),
      order: typeof record.order === 'number' ? record.order : Number.MAX_SAFE_INTEGER,
      popular: record.popular === true,
      premium: record.premium === true,
    });
  }
  return plans.sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
}
