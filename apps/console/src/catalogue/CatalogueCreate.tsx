import {
  ArrayInput,
  AutocompleteArrayInput,
  BooleanInput,
  Create,
  NumberInput,
  required,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
} from 'react-admin';
import { useLookups } from '../lookups';
import { useCatalogueChoices } from './choices';
import { useExperienceChoices } from './experience-choices';

// New tags, categories, regions and add-ons (admins): the store shows them within seconds. A slug
// another row holds is refused with the API's words (SLUG_TAKEN) and nothing is created.

const slugHelp = 'Lower-case words joined by hyphens, as in its store address; it cannot change later.';
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const slugRule = (value: string) => (value && !SLUG.test(value) ? slugHelp : undefined);

function SlugInput() {
  return (
    <TextInput source="slug" label="Slug" validate={[required(), slugRule]} helperText={slugHelp} fullWidth />
  );
}

export function TagCreate() {
  const { categories } = useCatalogueChoices();
  return (
    <Create title="New tag" mutationMode="pessimistic" redirect="edit">
      <SimpleForm>
        <TextInput source="name" label="Name" validate={required()} fullWidth />
        <SlugInput />
        <TextInput source="description" label="Description (its listing page)" multiline fullWidth />
        <SelectInput source="category_id" label="Category" choices={categories} emptyText="None" />
        <NumberInput source="sort_order" label="Order" min={0} step={1} />
      </SimpleForm>
    </Create>
  );
}

export function CategoryCreate() {
  return (
    <Create title="New category" mutationMode="pessimistic" redirect="edit">
      <SimpleForm>
        <TextInput source="name" label="Name" validate={required()} fullWidth />
        <SlugInput />
        <BooleanInput source="price_on_request" label="Price on request (no price shown)" />
      </SimpleForm>
    </Create>
  );
}

export function RegionCreate() {
  const { cities } = useLookups();
  return (
    <Create title="New region" mutationMode="pessimistic" redirect="edit">
      <SimpleForm>
        <SelectInput source="city_id" label="City" choices={cities} validate={required()} />
        <TextInput source="name" label="Name" validate={required()} fullWidth />
        <SlugInput />
        <TextInput source="description" label="Description (its page)" multiline fullWidth />
      </SimpleForm>
    </Create>
  );
}

const TYPES = [
  { id: 'quantity', name: 'A quantity' },
  { id: 'single_select', name: 'One choice' },
  { id: 'multi_select', name: 'Several choices' },
  { id: 'text', name: 'A line of text' },
];

export function CustomizationCreate() {
  const { cities } = useLookups();
  const experiences = useExperienceChoices();
  return (
    <Create
      title="New add-on"
      mutationMode="pessimistic"
      redirect="edit"
      record={{ type: 'quantity', max_quantity: 1 }}
    >
      <SimpleForm>
        <TextInput source="name" label="Name" validate={required()} fullWidth />
        <TextInput source="description" label="Description" multiline fullWidth />
        <SelectInput source="type" label="Taken as" choices={TYPES} validate={required()} />
        <TextInput
          source="image_url"
          label="Image (a store path, /images/…)"
          validate={required()}
          fullWidth
        />
        <NumberInput source="price" label="Price (₹, whole rupees)" min={0} step={1} validate={required()} />
        <NumberInput
          source="original_price"
          label="Struck-out price (₹)"
          min={0}
          step={1}
          validate={required()}
        />
        <NumberInput source="max_quantity" label="Largest quantity" min={1} step={1} />
        <BooleanInput source="recommended" label="Recommended" />
        <ArrayInput source="city_prices" label="City prices (a city left out charges the price above)">
          <SimpleFormIterator inline>
            <SelectInput source="city_id" label="City" choices={cities} helperText={false} />
            <NumberInput source="price" label="Price there (₹)" min={0} step={1} helperText={false} />
          </SimpleFormIterator>
        </ArrayInput>
        <AutocompleteArrayInput
          source="experience_ids"
          label="Offered with"
          choices={experiences}
          fullWidth
        />
      </SimpleForm>
    </Create>
  );
}
