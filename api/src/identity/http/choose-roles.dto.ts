import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsIn, IsString } from 'class-validator';
import { SELF_SERVICE_ROLES } from '../domain/roles.js';

/** POST /api/user/roles: the roles a user picks at set-up. Staff roles are granted by an admin only. */
export class ChooseRolesDto {
  @IsArray()
  @ArrayNotEmpty()
  @ArrayMaxSize(6)
  @IsString({ each: true })
  @IsIn(SELF_SERVICE_ROLES, { each: true })
  roles!: string[];
}
