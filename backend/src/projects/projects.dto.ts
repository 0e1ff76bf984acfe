import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { apiShape, type ApiShape } from '../common/api-shape.js';
import { PageQuery } from '../common/pagination/page.dto.js';
import { REPORT_SCHEDULES, type OfferPortal, type OnboardingQuestion, type Project, type ProjectStage, type ReportSchedule } from './project.entity.js';
import { reportSite } from './report-site.js';
import { PROJECT_LIMITS, PROJECT_TEXTS } from './texts.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export class ProjectQuery extends PageQuery {}

/** A stage as planned: its name and its dates, when known. */
export class ProjectStageInput implements ProjectStage {
  @ApiProperty({ maxLength: PROJECT_LIMITS.stageName, example: 'Audit' })
  @Transform(trim)
  @IsString()
  @MinLength(1, { message: PROJECT_TEXTS.stageName })
  @MaxLength(PROJECT_LIMITS.stageName, { message: PROJECT_TEXTS.stageName })
  name: string;

  /** the day it starts (YYYY-MM-DD) */
  @ApiProperty({ type: String, nullable: true, example: '2026-12-01' })
  @IsOptional()
  @Matches(DAY, { message: PROJECT_TEXTS.stageDate })
  startsOn: string | null;

  /** the day it ends, or is planned to (YYYY-MM-DD) */
  @ApiProperty({ type: String, nullable: true, example: '2026-12-15' })
  @IsOptional()
  @Matches(DAY, { message: PROJECT_TEXTS.stageDate })
  endsOn: string | null;
}

/** A project's stages, whole, and which one is under way. */
export class ProjectStagesInput {
  @ApiProperty({ type: [ProjectStageInput] })
  @IsArray()
  @ArrayMinSize(1, { message: PROJECT_TEXTS.stagesRequired })
  @ArrayMaxSize(PROJECT_LIMITS.stages, { message: PROJECT_TEXTS.stagesRequired })
  @ValidateNested({ each: true })
  @Type(() => ProjectStageInput)
  stages: ProjectStageInput[];

  /** the index in `stages` of the stage under way */
  @IsInt()
  @Min(0)
  currentStage: number;
}

export class OnboardingQuestionInput implements OnboardingQuestion {
  @ApiProperty({ maxLength: PROJECT_LIMITS.questionLabel, example: 'Your site’s address' })
  @Transform(trim)
  @IsString()
  @MinLength(1, { message: PROJECT_TEXTS.questionLabel })
  @MaxLength(PROJECT_LIMITS.questionLabel, { message: PROJECT_TEXTS.questionLabel })
  label: string;

  /** the client must answer it */
  @IsBoolean()
  required: boolean;

  /** a paragraph rather than a line */
  @IsBoolean()
  long: boolean;
}

/** What an offer's projects start with: the stages' names and the onboarding questions. */
export class OfferPortalInput {
  @ApiProperty({ type: [String], example: ['Onboarding', 'Audit', 'Implementation', 'Monthly reporting'] })
  @IsArray()
  @ArrayMinSize(1, { message: PROJECT_TEXTS.stagesRequired })
  @ArrayMaxSize(PROJECT_LIMITS.stages, { message: PROJECT_TEXTS.stagesRequired })
  @Transform(({ value }: { value: unknown }) => (Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? item.trim() : item)) : value))
  @IsString({ each: true })
  @MinLength(1, { each: true, message: PROJECT_TEXTS.stageName })
  @MaxLength(PROJECT_LIMITS.stageName, { each: true, message: PROJECT_TEXTS.stageName })
  stages: string[];

  @ApiProperty({ type: [OnboardingQuestionInput] })
  @IsArray()
  @ArrayMaxSize(PROJECT_LIMITS.questions, { message: PROJECT_TEXTS.tooManyQuestions })
  @ValidateNested({ each: true })
  @Type(() => OnboardingQuestionInput)
  questions: OnboardingQuestionInput[];
}

export class OfferPortalRecord {
  @ApiProperty({ format: 'uuid' }) packageId: string;
  packageName: string;
  @ApiProperty({ type: [String] }) stages: string[];
  @ApiProperty({ type: [OnboardingQuestionInput] }) questions: OnboardingQuestionInput[];
  /** false while the offer uses the default stages and asks nothing */
  customised: boolean;
}

/** The client's answers to the onboarding questions, one per question, in order ('' for one left out). */
export class OnboardingAnswersInput {
  @ApiProperty({ type: [String] })
  @IsArray()
  @ArrayMaxSize(PROJECT_LIMITS.questions)
  @IsString({ each: true })
  @MaxLength(PROJECT_LIMITS.longAnswer, { each: true })
  answers: string[];
}

export class ProjectStageRecord {
  name: string;
  @ApiProperty({ type: String, nullable: true, example: '2026-12-01' }) startsOn: string | null;
  @ApiProperty({ type: String, nullable: true, example: '2026-12-15' }) endsOn: string | null;
}

/** A project as its customer, the Admins, API keys and webhooks see it. */
export class ProjectRecord {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ format: 'uuid' }) orderId: string;
  packageName: string;
  customerEmail: string;
  @ApiProperty({ type: [ProjectStageRecord] }) stages: ProjectStageRecord[];
  /** the index in stages of the stage under way */
  currentStage: number;
  @ApiProperty({ type: [OnboardingQuestionInput] }) questions: OnboardingQuestionInput[];
  /** one per question; null until the client answered */
  @ApiProperty({ type: [String], nullable: true }) answers: string[] | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) answeredAt: Date | null;
  /** the site address the agency set for the reports; null: the client's onboarding answer naming it is used */
  @ApiProperty({ type: String, nullable: true }) siteUrl: string | null;
  /** the site the reports audit (the address set, else the onboarding answer naming one); null while none is known */
  @ApiProperty({ type: String, nullable: true }) reportSite: string | null;
  /** how often a retainer's site is reported on */
  @ApiProperty({ enum: REPORT_SCHEDULES }) reportSchedule: ReportSchedule;
  /** when the next scheduled report is due (a retainer still served, with a site); null: as soon as the site is known */
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) nextReportAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  /** the messages from the other side the reader has not read (the client's or the agency's side; absent for API keys and webhooks) */
  @ApiProperty({ required: false }) unreadMessages?: number;
}

export function projectRecord(project: Project, customerEmail: string, unreadMessages?: number): ApiShape<ProjectRecord> {
  return apiShape({
    _id: project.id,
    orderId: project.orderId,
    packageName: project.packageName,
    customerEmail,
    stages: project.stages.map((stage) => ({ name: stage.name, startsOn: stage.startsOn, endsOn: stage.endsOn })),
    currentStage: project.currentStage,
    questions: project.questions.map((question) => ({ label: question.label, required: question.required, long: question.long })),
    answers: project.answers,
    answeredAt: project.answeredAt,
    siteUrl: project.siteUrl,
    reportSite: reportSite(project),
    reportSchedule: project.reportSchedule,
    nextReportAt: project.nextReportAt,
    createdAt: project.createdAt,
    updatedAt: project.updatedAt,
    ...(unreadMessages === undefined ? {} : { unreadMessages }),
  });
}

export function offerPortalRecord(packageId: string, packageName: string, portal: OfferPortal | null, defaults: readonly string[]): OfferPortalRecord {
  return {
    packageId,
    packageName,
    stages: portal ? portal.stages : [...defaults],
    questions: portal ? portal.questions : [],
    customised: portal !== null,
  };
}
