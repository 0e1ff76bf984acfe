import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

/** The team's own rules, one row: whether every member of the team must sign in with a second factor. */
@Entity('team_settings')
@Check('team_settings_one_row_check', `id = 1`)
export class TeamSettings {
  @PrimaryColumn({ type: 'integer', default: 1 })
  id: number;

  @Column({ name: 'require_two_factor', type: 'boolean', default: false })
  requireTwoFactor: boolean;
}
