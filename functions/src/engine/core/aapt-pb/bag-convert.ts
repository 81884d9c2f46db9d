import type { TableBag, TableValue } from '../arsc/table-model.js';
import { ValueType, type ResValue } from '../res/res-value.js';
import { ValueConversionError, valueFromItem } from './item-convert.js';
import { PluralArity, type CompoundValueMessage } from './table-messages.js';
import type { ItemMessage } from './value-messages.js';

/** Keys of ResTable_map entries that are not resource ids (ResourceTypes.h, ResTable_map). */
const ATTR_TYPE = 0x01000000;
const ATTR_MIN = 0x01000001;
const ATTR_MAX = 0x01000002;
const ATTR_L10N = 0x01000003;
const PLURAL_KEYS: [number, number][] = [
  [0x01000005, PluralArity.ZERO],
  [0x01000006, PluralArity.ONE],
  [0x01000007, PluralArity.TWO],
  [0x01000008, PluralArity.FEW],
  [0x01000009, PluralArity.MANY],
  [0x01000004, PluralArity.OTHER],
];
const INT32_MIN = -0x80000000;
const INT32_MAX = 0x7fffffff;

export type ItemOf = (value: TableValue) => ItemMessage;

/** What a bag of a type is, as aapt2 decides when it reads a binary table: by the type's name. */
function bagKind(typeName: string): 'attr' | 'array' | 'plural' | 'style' {
  if (typeName === 'attr' || typeName === '^attr-private') return 'attr';
  if (typeName === 'array') return 'array';
  if (typeName === 'plurals') return 'plural';
  return 'style';
}

function typed(value: TableValue, what: string): ResValue {
  if (typeof value === 'string') throw new ValueConversionError(`${what} must be a number, not a string`);
  return value;
}

function attributeOf(bag: TableBag): CompoundValueMessage {
  // Without ATTR_MIN / ATTR_MAX the attribute is unbounded; aapt2 carries that as the int32 extremes.
  let minInt = INT32_MIN;
  let maxInt = INT32_MAX;
  let formatFlags = 0;
  const symbol = [];
  for (const { attribute, value } of bag.items) {
    const data = typed(value, `attr item 0x${attribute.toString(16)}`).data;
    if (attribute === ATTR_TYPE) formatFlags = data >>> 0;
    else if (attribute === ATTR_MIN) minInt = data | 0;
    else if (attribute === ATTR_MAX) maxInt = data | 0;
    else if (attribute === ATTR_L10N) throw new ValueConversionError('attr localization hints have no protobuf form');
    else symbol.push({ name: { id: attribute }, value: data >>> 0, type: typed(value, 'symbol').type });
  }
  return { attr: { formatFlags, minInt, maxInt, ...(symbol.length ? { symbol } : {}) } };
}

/** The CompoundValue of a bag: a style, an array, plurals or an attribute definition. */
export function compoundFromBag(typeName: string, bag: TableBag, itemOf: ItemOf): CompoundValueMessage {
  const kind = bagKind(typeName);
  if (kind !== 'style' && bag.parent) throw new ValueConversionError(`${typeName} bag with a parent`);
  if (kind === 'attr') return attributeOf(bag);
  if (kind === 'array') return { array: { element: bag.items.map((i) => ({ item: itemOf(i.value) })) } };
  if (kind === 'plural') {
    const entry = bag.items.map(({ attribute, value }) => {
      const arity = PLURAL_KEYS.find(([key]) => key === attribute)?.[1];
      if (arity === undefined) throw new ValueConversionError(`plural key 0x${attribute.toString(16)}`);
      return { arity, item: itemOf(value) };
    });
    return { plural: { entry } };
  }
  const entry = bag.items.map(({ attribute, value }) => ({ key: { id: attribute }, item: itemOf(value) }));
  return { style: { ...(bag.parent ? { parent: { id: bag.parent } } : {}), entry } };
}

const itemValue = (item: ItemMessage | undefined): TableValue => {
  if (!item) throw new ValueConversionError('bag entry without a value');
  return valueFromItem(item);
};

/** The bag of a CompoundValue, with the ResTable_map keys a binary table uses for each kind. */
export function bagFromCompound(compound: CompoundValueMessage): TableBag {
  if (compound.style) {
    return {
      parent: compound.style.parent?.id ?? 0,
      items: (compound.style.entry ?? []).map((e) => ({ attribute: e.key?.id ?? 0, value: itemValue(e.item) })),
    };
  }
  if (compound.array) {
    const elements = compound.array.element ?? [];
    return { parent: 0, items: elements.map((e, i) => ({ attribute: ATTR_MIN + i, value: itemValue(e.item) })) };
  }
  if (compound.plural) {
    const items = (compound.plural.entry ?? []).map((e) => {
      const key = PLURAL_KEYS.find(([, arity]) => arity === (e.arity ?? 0))?.[0];
      if (key === undefined) throw new ValueConversionError(`plural arity ${e.arity}`);
      return { attribute: key, value: itemValue(e.item) };
    });
    return { parent: 0, items };
  }
  if (compound.attr) {
    const { formatFlags = 0, minInt = 0, maxInt = 0, symbol = [] } = compound.attr;
    const items: TableBag['items'] = [{ attribute: ATTR_TYPE, value: { type: ValueType.INT_DEC, data: formatFlags } }];
    if (minInt !== INT32_MIN)
      items.push({ attribute: ATTR_MIN, value: { type: ValueType.INT_DEC, data: minInt >>> 0 } });
    if (maxInt !== INT32_MAX)
      items.push({ attribute: ATTR_MAX, value: { type: ValueType.INT_DEC, data: maxInt >>> 0 } });
    for (const s of symbol) {
      items.push({ attribute: s.name?.id ?? 0, value: { type: s.type ?? ValueType.INT_DEC, data: s.value ?? 0 } });
    }
    return { parent: 0, items };
  }
  throw new ValueConversionError('styleables have no binary form');
}
