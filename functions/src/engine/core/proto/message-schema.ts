/**
 * Our own protobuf message definitions, as data: each message is a table of field numbers and kinds that
 * one generic encoder and decoder (message-codec.ts) walk. The field numbers are facts taken from the
 * published .proto files (aapt2's Resources.proto and Configuration.proto, bundletool's config.proto);
 * nothing here is generated from them.
 */
export type ScalarKind = 'string' | 'bytes' | 'bool' | 'uint32' | 'int32' | 'enum' | 'float';

type KindOf<V> = V extends string
  ? 'string'
  : V extends boolean
    ? 'bool'
    : V extends number
      ? 'uint32' | 'int32' | 'enum' | 'float'
      : never;

/**
 * A field in a `oneof` (or any field with explicit presence) is written whenever it is set, even to its
 * default value: `int_decimal_value = 0` and `boolean_value = false` are values, not absences. Fields of
 * the same group replace each other when read, as protobuf specifies.
 */
interface Presence {
  oneof?: string;
}

type SingleSpec<V> = V extends Uint8Array
  ? { no: number; kind: 'bytes' } & Presence
  : V extends object
    ? { no: number; message: () => MessageSchema<V> } & Presence
    : { no: number; kind: KindOf<V> } & Presence;

type RepeatedSpec<E> = E extends Uint8Array
  ? { no: number; kind: 'bytes'; repeated: true }
  : E extends object
    ? { no: number; message: () => MessageSchema<E>; repeated: true }
    : { no: number; kind: KindOf<E>; repeated: true };

type FieldSpec<V> = V extends readonly (infer E)[] ? RepeatedSpec<E> : SingleSpec<V>;

/** One entry per property of the message interface; the compiler checks that kinds match the types. */
export type MessageSchema<T> = { readonly [K in keyof T]-?: FieldSpec<NonNullable<T[K]>> };

/** The untyped view the codec works with. */
export interface AnyField {
  no: number;
  kind?: ScalarKind;
  message?: () => AnyMessageSchema;
  repeated?: boolean;
  oneof?: string;
}
export type AnyMessageSchema = Readonly<Record<string, AnyField>>;
