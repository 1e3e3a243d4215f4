using CsvHelper.Configuration;

namespace Bench.Results.Csv;

/// <summary>
/// Maps a record to CSV columns named in snake_case, nested records flattened in place
/// (so <see cref="ResultRow.Parameters"/> becomes the columns ifi, size_bytes, files, ...); a positional record's
/// constructor parameters are named the same way.
/// </summary>
/// <typeparam name="T">The record type.</typeparam>
public sealed class SnakeCaseMap<T> : ClassMap<T>
{
    /// <summary>Builds the map from the record's public properties.</summary>
    public SnakeCaseMap()
    {
        // Mapped with the dialect's converters, so that a type the dialect writes as one field (a case id) stays one column.
        var context = new CsvHelper.CsvContext(CsvFormat.Configuration);
        CsvFormat.Apply(context);
        AutoMap(context);
        Rename(this);
    }

    private static void Rename(ClassMap map)
    {
        foreach (var member in map.MemberMaps)
        {
            member.Name(CsvFormat.SnakeCase(member.Data.Member!.Name));
        }

        foreach (var parameter in map.ParameterMaps)
        {
            // A positional record is read through its constructor: its parameters take the columns' names too.
            parameter.Name(CsvFormat.SnakeCase(parameter.Data.Parameter.Name!));
            if (parameter.Data.Parameter.HasDefaultValue)
            {
                // A column added to a positional record since older files were written: absent there, it takes its default.
                parameter.Default(parameter.Data.Parameter.DefaultValue!);
            }
        }

        foreach (var reference in map.ReferenceMaps)
        {
            Rename(reference.Data.Mapping);
        }
    }
}
