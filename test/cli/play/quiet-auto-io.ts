import { AutoIO } from '../../../src/cli/play/scripted-io.js';

/** Every question takes its default (AutoIO); what the game prints is kept in `lines`, not shown. */
export class QuietAutoIO extends AutoIO {
  readonly lines: string[] = [];
  override print(text: string): void {
    this.lines.push(text);
  }
}
