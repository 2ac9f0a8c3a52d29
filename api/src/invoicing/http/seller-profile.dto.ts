import { Type } from 'class-transformer';
import { IsString, Length, Matches, ValidateNested } from 'class-validator';

/** A structured Saudi national address (the tax authority's required parts). */
export class AddressDto {
  @IsString()
  @Length(1, 200)
  street!: string;

  @IsString()
  @Matches(/^\d{4}$/)
  building_number!: string;

  @IsString()
  @Matches(/^\d{5}$/)
  postal_code!: string;

  @IsString()
  @Length(1, 120)
  district!: string;

  @IsString()
  @Length(1, 120)
  city!: string;

  @IsString()
  @Matches(/^[A-Z]{2}$/)
  country_code!: string;
}

/** PUT /api/invoices/seller-profile: the seller of record's tax identity (issue 6). */
export class SellerProfileDto {
  @IsString()
  @Length(1, 200)
  business_name!: string;

  @IsString()
  @Length(1, 200)
  business_name_ar!: string;

  /** 15 digits, the first and the last a 3 (BR-KSA-39, BR-KSA-40). */
  @IsString()
  @Matches(/^3\d{13}3$/)
  vat_number!: string;

  /** Commercial registration: 10 digits. */
  @IsString()
  @Matches(/^\d{10}$/)
  cr_number!: string;

  @ValidateNested()
  @Type(() => AddressDto)
  address!: AddressDto;
}
