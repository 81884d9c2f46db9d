type Mjml2Html = (
  mjml: string,
  options: { presets: unknown[]; validationLevel: 'strict'; keepComments: boolean },
) => Promise<{ html: string; errors: Array<{ formattedMessage?: string; message?: string }> }>;

/** A CommonJS module's export as Node's loader or a bundler hands it over (`default` once or twice). */
function unwrap(module: unknown): unknown {
  let value = module;
  for (let depth = 0; depth < 2 && value !== null && typeof value === 'object' && 'default' in value; depth += 1)
    value = (value as { default: unknown }).default;
  return value;
}

let compiler: Promise<(mjml: string) => Promise<string>> | undefined;

/**
 * MJML with its standard components, for building the email template (email-template-build.ts) and for the tests
 * that hold the template to it; sending mail never loads it. Strict validation: a layout mistake fails the build of
 * the template instead of sending broken mail.
 */
export function mjmlCompiler(): Promise<(mjml: string) => Promise<string>> {
  compiler ??= Promise.all([import('mjml-core'), import('mjml-preset-core')]).then(([core, preset]) => {
    const mjml2html = unwrap(core) as Mjml2Html;
    if (typeof mjml2html !== 'function') throw new Error('mjml-core did not load');
    const presets = [unwrap(preset)];
    return async (mjml: string) => {
      const result = await mjml2html(mjml, { presets, validationLevel: 'strict', keepComments: false });
      if (result.errors.length > 0) {
        const first = result.errors[0];
        throw new Error(`MJML: ${first?.formattedMessage ?? first?.message ?? 'invalid template'}`);
      }
      return result.html;
    };
  });
  return compiler;
}
