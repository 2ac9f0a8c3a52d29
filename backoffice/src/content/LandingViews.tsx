import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { Box, IconButton, List, ListItem, ListItemText, Typography } from '@mui/material';
import {
  Edit,
  maxLength,
  maxValue,
  minValue,
  NumberInput,
  required,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  useInput,
  useTranslate,
} from 'react-admin';
import { ChangeHistory, ChangeReasonInput } from '../settings/ChangeHistory';
import { arabicInput } from '../kit/fields';

const R = 'resources.landing';

interface LandingRecord {
  revision: number;
  hero: Record<string, string>;
  figures: Record<string, number>;
  countdown: Record<string, number>;
  homeBlocks: string[];
  reason?: string;
}

/** What PUT /api/admin/landing/site takes, with the revision the form was read at. */
export const toLandingBody = ({ hero, figures, countdown, homeBlocks, reason, revision }: LandingRecord) => ({
  hero,
  figures,
  countdown,
  homeBlocks,
  reason: reason ?? '',
  expectedRevision: revision,
});

/** The home's blocks in their order, each moved up or down by a button (every block stays, once). */
const HomeBlocksInput = () => {
  const translate = useTranslate();
  const { field } = useInput<string[]>({ source: 'homeBlocks' });
  const blocks: string[] = field.value ?? [];
  const move = (from: number, to: number) => {
    const next = [...blocks];
    const [block] = next.splice(from, 1);
    next.splice(to, 0, block!);
    field.onChange(next);
  };
  return (
    <Box component="section" aria-labelledby="home-blocks" sx={{ mb: 2 }}>
      <Typography id="home-blocks" variant="subtitle1" component="h2">
        {translate(`${R}.fields.homeBlocks`)}
      </Typography>
      <List dense>
        {blocks.map((block, i) => {
          const name = translate(`${R}.blocks.${block}`);
          return (
            <ListItem
              key={block}
              secondaryAction={
                <>
                  <IconButton
                    aria-label={translate(`${R}.moveUp`, { name })}
                    disabled={i === 0}
                    onClick={() => move(i, i - 1)}
                  >
                    <ArrowUpwardIcon />
                  </IconButton>
                  <IconButton
                    aria-label={translate(`${R}.moveDown`, { name })}
                    disabled={i === blocks.length - 1}
                    onClick={() => move(i, i + 1)}
                  >
                    <ArrowDownwardIcon />
                  </IconButton>
                </>
              }
            >
              <ListItemText primary={`${i + 1}. ${name}`} />
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
};

const text = (max: number) => [required(), maxLength(max)];
const whole = (min: number, max: number) => [required(), minValue(min), maxValue(max)];

const HERO = [
  ['eyebrow', 80],
  ['title', 160],
  ['subtitle', 400],
] as const;

const FIGURES = [
  ['earlyAccessMembers', 0, 1_000_000],
  ['spotsRemaining', 0, 1_000_000],
  ['countries', 1, 50],
  ['walletUsersMillions', 0, 1_000],
  ['settlementDaysMin', 0, 30],
  ['settlementDaysMax', 0, 30],
  ['launchQuarter', 1, 4],
  ['launchYear', 2000, 2100],
] as const;

const COUNTDOWN = [
  ['days', 999],
  ['hours', 23],
  ['minutes', 59],
  ['seconds', 59],
] as const;

const Heading = ({ id }: { id: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
      {translate(`${R}.sections.${id}`)}
    </Typography>
  );
};

/** The landing's hero in both languages, its figures, the static countdown and the home's block order. */
export const LandingEdit = () => {
  const translate = useTranslate();
  return (
    <Edit
      resource="landing"
      id="site"
      title={`${R}.title`}
      mutationMode="pessimistic"
      transform={toLandingBody}
      redirect={false}
    >
      <SimpleForm
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <Heading id="hero" />
        {HERO.map(([key, max]) => (
          <Box key={key} sx={{ width: '100%' }}>
            <TextInput
              source={`hero.${key}`}
              label={`${R}.fields.${key}`}
              validate={text(max)}
              fullWidth
              multiline={max > 200}
            />
            <TextInput
              source={`hero.${key}Ar`}
              label={`${R}.fields.${key}Ar`}
              validate={text(max)}
              fullWidth
              multiline={max > 200}
              slotProps={arabicInput}
            />
          </Box>
        ))}
        <Heading id="figures" />
        {FIGURES.map(([key, min, max]) => (
          <NumberInput
            key={key}
            source={`figures.${key}`}
            label={`${R}.fields.${key}`}
            validate={whole(min, max)}
            step={key === 'walletUsersMillions' ? 0.1 : 1}
          />
        ))}
        <Heading id="countdown" />
        {COUNTDOWN.map(([key, max]) => (
          <NumberInput key={key} source={`countdown.${key}`} label={`${R}.fields.${key}`} validate={whole(0, max)} />
        ))}
        <HomeBlocksInput />
        <ChangeReasonInput />
      </SimpleForm>
      <ChangeHistory labelOf={(key) => translate(`${R}.fields.${key}`)} />
    </Edit>
  );
};
