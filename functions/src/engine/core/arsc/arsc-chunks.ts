/** Header sizes of the resource table chunks (ResourceTypes.h). */
export const TABLE_HEADER_SIZE = 12;
/** ResTable_package: header, id, char16 name[128], typeStrings, lastPublicType, keyStrings, lastPublicKey, typeIdOffset. */
export const PACKAGE_HEADER_SIZE = 288;
export const PACKAGE_NAME_UNITS = 128;
/** ResTable_typeSpec: header, id, res0, typesCount, entryCount. */
export const TYPE_SPEC_HEADER_SIZE = 16;
/** ResTable_type before its config: header, id, flags, reserved, entryCount, entriesStart. */
export const TYPE_HEADER_BASE_SIZE = 20;
export const NO_ENTRY = 0xffffffff;
/** ResTable_entry (size, flags, key) followed by a Res_value. */
export const SIMPLE_ENTRY_SIZE = 8;
/** ResTable_map_entry: ResTable_entry + parent + count; each ResTable_map is name + Res_value. */
export const MAP_ENTRY_SIZE = 16;
export const MAP_ITEM_SIZE = 12;
export const ENTRY_FLAG_COMPLEX = 0x0001;
