import { Alert } from '@mui/material';
import type { ConsoleExperience } from '@store/contract/console';
import {
  ArrayInput,
  AutocompleteArrayInput,
  BooleanInput,
  Create,
  CreateButton,
  DataTable,
  Edit,
  FilterButton,
  List,
  NumberInput,
  required,
  SelectInput,
  SimpleFormIterator,
  TabbedForm,
  TextInput,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import { rupees } from '../format';
import { useLookups } from '../lookups';
import { CancellationTerms } from './CancellationTerms';
import { ReadOnlyNotice } from './CatalogueScreens';
import { useCanChangeCatalogue, useCatalogueChoices } from './choices';
import { ExperienceImages } from './ExperienceImages';
import { ExperienceQuestions } from './ExperienceQuestions';

const activeChoices = [
  { id: 'true', name: 'Active' },
  { id: 'false', name: 'Inactive' },
];

function useFilters() {
  const { cities } = useLookups();
  const { categories } = useCatalogueChoices();
  return [
    <TextInput key="q" source="q" label="Search (id, name or short link)" alwaysOn resettable />,
    <SelectInput key="city_id" source="city_id" label="City" choices={cities} alwaysOn />,
    <SelectInput key="category_id" source="category_id" label="Category" choices={categories} />,
    <SelectInput key="active" source="active" label="Active" choices={activeChoices} />,
  ];
}

type Row = {
  id: number;
  name: string;
  short_link: string;
  category: string;
  price: number;
  cities: number;
  is_active: boolean;
};
const Column = DataTable.Col<Row>;

/** Experiences: search and filters; a row opens its form (admins change, ops read). */
export function ExperienceList() {
  const canChange = useCanChangeCatalogue();
  return (
    <List
      filters={useFilters()}
      perPage={25}
      title="Experiences"
      sort={{ field: 'id', order: 'ASC' }}
      exporter={false}
      actions={
        <TopToolbar>
          <FilterButton />
          {canChange && <CreateButton />}
        </TopToolbar>
      }
    >
      <DataTable<Row> rowClick="edit" bulkActionButtons={false} data-testid="experience-list">
        <Column source="id" label="Id" disableSort />
        <Column source="name" label="Name" disableSort />
        <Column source="category" label="Category" disableSort />
        <Column label="Price" disableSort render={(e) => rupees(e.price)} />
        <Column source="cities" label="Cities" disableSort />
        <Column label="Active" disableSort render={(e) => (e.is_active ? 'Yes' : 'No')} />
      </DataTable>
    </List>
  );
}

/** '' from a cleared input is "none" for the nullable fields. */
const orNull = (value: string | null) => (value ? value : null);

/** The experience's form: every section the store's page shows, in tabs (uploads once it exists). */
function ExperienceForm({ canChange, existing = false }: { canChange: boolean; existing?: boolean }) {
  const { cities } = useLookups();
  const { categories, tags, regions } = useCatalogueChoices();
  const regionChoices = regions.map((r) => ({
    id: r.id,
    name: `${r.name} (${cities.find((c) => c.id === r.city_id)?.name ?? r.city_id})`,
  }));
  return (
    <TabbedForm toolbar={canChange ? undefined : false} warnWhenUnsavedChanges>
      <TabbedForm.Tab label="Page">
        <TextInput source="name" label="Title" validate={required()} fullWidth />
        <TextInput source="short_link" label="Short link (its address)" validate={required()} fullWidth />
        <SelectInput source="category_id" label="Category" choices={categories} validate={required()} />
        <TextInput source="subtitle" label="Subtitle" fullWidth />
        <TextInput source="about" label="About" multiline minRows={4} validate={required()} fullWidth />
        <TextInput source="badge" label="Badge" parse={orNull} />
        <BooleanInput source="is_active" label="Active (on the store and its sitemap)" />
        <NumberInput source="recommended_rank" label="Recommended rank" min={0} step={1} />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="Sections">
        <ArrayInput source="inclusions" label="Inclusions">
          <SimpleFormIterator inline>
            <TextInput source="" label="Inclusion" helperText={false} fullWidth />
          </SimpleFormIterator>
        </ArrayInput>
        <ArrayInput source="need_to_know" label="Need to know">
          <SimpleFormIterator inline>
            <TextInput source="" label="Line" helperText={false} fullWidth />
          </SimpleFormIterator>
        </ArrayInput>
        <ArrayInput source="cancellation_policy" label="Cancellation policy">
          <SimpleFormIterator inline>
            <TextInput source="" label="Line" helperText={false} fullWidth />
          </SimpleFormIterator>
        </ArrayInput>
        <ArrayInput source="faq" label="Questions and answers">
          <SimpleFormIterator>
            <TextInput source="question" label="Question" helperText={false} fullWidth />
            <TextInput source="answer" label="Answer" helperText={false} multiline fullWidth />
          </SimpleFormIterator>
        </ArrayInput>
      </TabbedForm.Tab>
      <TabbedForm.Tab label="Images">
        {existing && <ExperienceImages canChange={canChange} />}
        <TextInput
          source="featured_image"
          label="Featured image (path or address)"
          validate={required()}
          fullWidth
        />
        <TextInput source="alt_text" label="Its text for screen readers" fullWidth />
        <TextInput source="video_url" label="Video (path or address)" parse={orNull} fullWidth />
        <ArrayInput source="gallery" label="Gallery">
          <SimpleFormIterator inline>
            <TextInput source="url" label="Image (path or address)" helperText={false} />
            <TextInput source="alt_text" label="Text for screen readers" helperText={false} />
          </SimpleFormIterator>
        </ArrayInput>
      </TabbedForm.Tab>
      <TabbedForm.Tab label="Prices and cities">
        <NumberInput source="price" label="Price (₹, whole rupees)" min={0} step={1} validate={required()} />
        <NumberInput
          source="original_price"
          label="Struck-out price (₹)"
          min={0}
          step={1}
          validate={required()}
        />
        <NumberInput source="min_hours" label="Booked at least this many hours ahead" min={0} step={1} />
        <BooleanInput source="cod_available" label="Cash on delivery" />
        <BooleanInput
          source="offline_booking"
          label="Customers may book now and confirm later"
          helperText="Holds places for up to a day unpaid. Agents may always book this way for a customer."
        />
        <BooleanInput source="courier" label="Sent by courier" />
        <NumberInput source="pincode_category" label="Pincode category (-1: no pincode asked)" step={1} />
        <ArrayInput source="cities" label="Cities (a city price above 0 replaces the price there)">
          <SimpleFormIterator inline>
            <SelectInput source="city_id" label="City" choices={cities} helperText={false} />
            <SelectInput
              source="region_id"
              label="Region"
              choices={regionChoices}
              parse={orNull}
              helperText={false}
            />
            <TextInput source="locality" label="Locality" helperText={false} />
            <NumberInput source="city_price" label="City price (₹)" min={0} step={1} helperText={false} />
          </SimpleFormIterator>
        </ArrayInput>
        <AutocompleteArrayInput source="tag_ids" label="Tags" choices={tags} fullWidth />
      </TabbedForm.Tab>
    </TabbedForm>
  );
}

function ExperienceTitle() {
  const record = useRecordContext<ConsoleExperience>();
  return <span>{record ? `Experience ${record.id}: ${record.name}` : 'Experience'}</span>;
}

/** One experience: admins change it (the store shows it within seconds); ops read it. */
export function ExperienceEdit() {
  const canChange = useCanChangeCatalogue();
  return (
    <Edit title={<ExperienceTitle />} mutationMode="pessimistic">
      <ReadOnlyNotice />
      <StorePageLink />
      <ExperienceForm canChange={canChange} existing />
      <ExperienceExtras canChange={canChange} />
    </Edit>
  );
}

/** Saved on their own, outside the experience's form: its booking questions and cancellation terms. */
function ExperienceExtras({ canChange }: { canChange: boolean }) {
  const record = useRecordContext<ConsoleExperience>();
  if (!record) return null;
  return (
    <>
      <ExperienceQuestions experienceId={record.id} canChange={canChange} />
      <CancellationTerms experienceId={record.id} canChange={canChange} />
    </>
  );
}

/** Where the store shows it (its first city), to check a change. */
function StorePageLink() {
  const record = useRecordContext<ConsoleExperience>();
  if (!record?.page_url) return null;
  return (
    <Alert severity="success" icon={false}>
      On the store: {record.page_url}
    </Alert>
  );
}

const NEW_EXPERIENCE = {
  is_active: true,
  min_hours: 0,
  pincode_category: -1,
  cod_available: false,
  offline_booking: false,
  courier: false,
  recommended_rank: 0,
  inclusions: [],
  faq: [],
  need_to_know: [],
  cancellation_policy: [],
  gallery: [],
  cities: [],
  tag_ids: [],
};

/** A new experience (admins). */
export function ExperienceCreate() {
  return (
    <Create title="New experience" mutationMode="pessimistic" redirect="edit" record={NEW_EXPERIENCE}>
      <ExperienceForm canChange />
    </Create>
  );
}
