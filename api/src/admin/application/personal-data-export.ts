/** Assembles a person's data export from the sections and records it on their stream (`PersonalDataExported`,
 * naming only the sections, no data) before it is served, so an auditor sees every access. */
import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { RecordDataExportCommand } from '../../identity/index.js';
import { PersonalDataRegistry } from '../../platform/personal-data/personal-data-section.js';

@Injectable()
export class PersonalDataExport {
  constructor(
    private readonly commands: CommandBus,
    private readonly registry: PersonalDataRegistry,
  ) {}

  async of(userId: string, now: Date) {
    const sections = await this.registry.collect(userId);
    await this.commands.execute(new RecordDataExportCommand(userId, Object.keys(sections)));
    return { exportedAt: now.toISOString(), userId, ...sections };
  }
}
