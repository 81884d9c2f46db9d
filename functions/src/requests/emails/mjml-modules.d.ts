// mjml-core and mjml-preset-core ship CommonJS without types; mjml-compiler.ts narrows what it takes from them.
declare module 'mjml-core' {
  const mjmlCore: unknown;
  export default mjmlCore;
}
declare module 'mjml-preset-core' {
  const mjmlPresetCore: unknown;
  export default mjmlPresetCore;
}
