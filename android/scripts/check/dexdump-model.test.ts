import { describe, expect, it } from 'vitest';
import { classTypesIn, parseDexdump } from './dexdump-model.js';

// Trimmed from `dexdump -d` on a build of the shell: the layout the parser depends on.
const REPORT = `Processing 'classes.dex'...
Opened 'classes.dex', DEX version '035'
Class #0            -
  Class descriptor  : 'Ldev/apkforge/shell/Api33Back;'
  Access flags      : 0x0010 (FINAL)
  Superclass        : 'Ljava/lang/Object;'
  Interfaces        -
    #0              : 'Landroid/window/OnBackInvokedCallback;'
  Static fields     -
  Instance fields   -
    #0              : (in Ldev/apkforge/shell/Api33Back;)
      name          : 'activity'
      type          : 'Ldev/apkforge/shell/MainActivity;'
      access        : 0x0012 (PRIVATE FINAL)
  Direct methods    -
    #0              : (in Ldev/apkforge/shell/Api33Back;)
      name          : 'setEnabled'
      type          : '(Landroid/view/Window;Z)V'
      access        : 0x0000 ()
      code          -
      insns size    : 20 16-bit code units
000a10:                                        |[000a10] dev.apkforge.shell.Api33Back.setEnabled:(Landroid/view/Window;Z)V
000a20: 6e10 5c00 0200                         |0000: invoke-virtual {v2}, Landroid/view/Window;.getOnBackInvokedDispatcher:()Landroid/window/OnBackInvokedDispatcher; // method@005c
000a26: 1a00 0100                              |0003: const-string v0, "Lfake/Type;.trap:()V // method@0001" // string@0001
000a2a: 5431 0200                              |0005: iget-object v1, v3, Ldev/apkforge/shell/Api33Back;.activity:Ldev/apkforge/shell/MainActivity; // field@0002
000a2e: 6000 0100                              |0007: sget v0, Landroid/os/Build$VERSION;.SDK_INT:I // field@0001
000a32: 2200 0300                              |0009: new-instance v0, Landroid/widget/Toast; // type@0003
000a36: 2301 0400                              |000b: new-array v1, v0, [Ljava/lang/String; // type@0004
000a3a: 6e10 0100 0100                         |000d: invoke-virtual {v1}, [Ljava/lang/String;.clone:()Ljava/lang/Object; // method@0001
      catches       : 1
        0x0003 - 0x0009
          Ljava/lang/RuntimeException; -> 0x000b
        0x0005 - 0x0007
          <any> -> 0x000d
      positions     :
      locals        :

  Virtual methods   -
    #0              : (in Ldev/apkforge/shell/Api33Back;)
      name          : 'onBackInvoked'
      type          : '()V'
      access        : 0x0001 (PUBLIC)
      code          -
  source_file_idx   : -1 (unknown)
`;

describe('parseDexdump', () => {
  const [back] = parseDexdump(REPORT);

  it('reads the class header, its fields and its methods in their sections', () => {
    expect(back).toMatchObject({
      descriptor: 'Ldev/apkforge/shell/Api33Back;',
      access: ['FINAL'],
      superclass: 'Ljava/lang/Object;',
      interfaces: ['Landroid/window/OnBackInvokedCallback;'],
      fields: [{ name: 'activity', type: 'Ldev/apkforge/shell/MainActivity;', access: ['PRIVATE', 'FINAL'] }],
    });
    expect(back!.methods.map((m) => [m.name, m.proto, m.virtual, m.access])).toEqual([
      ['setEnabled', '(Landroid/view/Window;Z)V', false, []],
      ['onBackInvoked', '()V', true, ['PUBLIC']],
    ]);
  });

  it('collects method, field and type references, caught exception types, and skips string literals', () => {
    expect(back!.methods[0]!.refs).toEqual([
      {
        kind: 'method',
        owner: 'Landroid/view/Window;',
        name: 'getOnBackInvokedDispatcher',
        descriptor: '()Landroid/window/OnBackInvokedDispatcher;',
        address: 0,
      },
      {
        kind: 'field',
        owner: 'Ldev/apkforge/shell/Api33Back;',
        name: 'activity',
        descriptor: 'Ldev/apkforge/shell/MainActivity;',
        address: 5,
      },
      { kind: 'field', owner: 'Landroid/os/Build$VERSION;', name: 'SDK_INT', descriptor: 'I', address: 7 },
      { kind: 'type', owner: 'Landroid/widget/Toast;', name: '', descriptor: '', address: 9 },
      { kind: 'type', owner: '[Ljava/lang/String;', name: '', descriptor: '', address: 11 },
      { kind: 'method', owner: '[Ljava/lang/String;', name: 'clone', descriptor: '()Ljava/lang/Object;', address: 13 },
      { kind: 'type', owner: 'Ljava/lang/RuntimeException;', name: '', descriptor: '' },
    ]);
  });

  it('reads try blocks with the types they catch (<any> for finally)', () => {
    expect(back!.methods[0]!.tries).toEqual([
      { start: 3, end: 9, handlers: ['Ljava/lang/RuntimeException;'] },
      { start: 5, end: 7, handlers: ['<any>'] },
    ]);
  });

  it('finds class types inside descriptors', () => {
    expect(classTypesIn('(Landroid/view/View;I[Ljava/lang/String;)Landroid/view/WindowInsets;')).toEqual([
      'Landroid/view/View;',
      'Ljava/lang/String;',
      'Landroid/view/WindowInsets;',
    ]);
    expect(classTypesIn('()V')).toEqual([]);
  });
});
