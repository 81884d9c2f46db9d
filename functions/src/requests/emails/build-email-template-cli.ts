// `npm run -w functions build:emails`: writes email-template.generated.ts from the layout, through MJML.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildEmailTemplate, templateModule } from './email-template-build.js';
import { mjmlCompiler } from './mjml-compiler.js';

const target = fileURLToPath(new URL('./email-template.generated.ts', import.meta.url));
writeFileSync(target, templateModule(await buildEmailTemplate(await mjmlCompiler())));
// In the repository's format, so the format check passes as soon as it is written.
execFileSync('oxfmt', [target], { stdio: 'inherit' });
console.log(`wrote ${target}`);
