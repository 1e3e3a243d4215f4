using System.Globalization;
using System.Reflection;
using Bench.Results.Cases;

namespace Bench.Store.Schema;

/// <summary>
/// One column of a run-folder record: the property that holds it (through nested records, e.g.
/// <c>ResultRow.Parameters.SizeBytes</c> for <c>size_bytes</c>) and how its value is written to and read from a store.
/// Values are stored as the CSV writes them: a case id as its text, a status as its lower-case word, times in UTC.
/// </summary>
public sealed class RecordField
{
    internal RecordField(string name, IReadOnlyList<PropertyInfo> path)
    {
        Path = path;
        var type = path[^1].PropertyType;
        Nullable = !type.IsValueType || System.Nullable.GetUnderlyingType(type) is not null;
        ValueType = System.Nullable.GetUnderlyingType(type) ?? type;
        Column = new StoreColumn(name, TypeOf(ValueType, path));
    }

    /// <summary>The column.</summary>
    public StoreColumn Column { get; }

    /// <summary>The properties from the record to the value.</summary>
    public IReadOnlyList<PropertyInfo> Path { get; }

    /// <summary>The value's type (without <see cref="System.Nullable{T}"/>).</summary>
    public Type ValueType { get; }

    /// <summary>Whether the record accepts an empty value here.</summary>
    public bool Nullable { get; }

    /// <summary>The value of this field in <paramref name="record"/>, as a store holds it (null when empty).</summary>
    public object? Get(object record)
    {
        object? value = record;
        foreach (var property in Path)
        {
            value = property.GetValue(value);
            if (value is null)
            {
                return null;
            }
        }

        return value switch
        {
            CaseId id => id.ToString(),
            Enum word => word.ToString().ToLowerInvariant(),
            DateTime time => time.Kind == DateTimeKind.Local ? time.ToUniversalTime() : DateTime.SpecifyKind(time, DateTimeKind.Utc),
            _ => value,
        };
    }

    /// <summary>The record's value for what a store gave back (<see cref="DBNull"/> or null when empty).</summary>
    /// <exception cref="InvalidDataException">The value is empty where the record needs one, or is not of the column's kind.</exception>
    public object? FromStore(object? stored)
    {
        if (stored is null or DBNull)
        {
            return Nullable ? null : throw new InvalidDataException($"column {Column.Name} is empty, and a {Path[0].DeclaringType?.Name} needs a value there");
        }

        try
        {
            return ValueType switch
            {
                _ when ValueType == typeof(CaseId) => CaseId.Parse((string)stored),
                _ when ValueType.IsEnum => Enum.Parse(ValueType, (string)stored, ignoreCase: true),
                _ when ValueType == typeof(DateTime) => DateTime.SpecifyKind((DateTime)stored, DateTimeKind.Utc),
                _ => Convert.ChangeType(stored, ValueType, CultureInfo.InvariantCulture),
            };
        }
        catch (Exception e) when (e is FormatException or InvalidCastException or ArgumentException or OverflowException)
        {
            throw new InvalidDataException($"column {Column.Name} holds '{stored}', which is not a {ValueType.Name}: {e.Message}", e);
        }
    }

    private static ColumnType TypeOf(Type type, IReadOnlyList<PropertyInfo> path) => type switch
    {
        _ when type == typeof(CaseId) || type.IsEnum => ColumnType.Key,
        _ when type == typeof(string) => ColumnType.Text,
        _ when type == typeof(int) => ColumnType.Whole32,
        _ when type == typeof(long) => ColumnType.Whole64,
        _ when type == typeof(double) => ColumnType.Real,
        _ when type == typeof(bool) => ColumnType.Boolean,
        _ when type == typeof(DateTime) => ColumnType.Timestamp,
        _ => throw new NotSupportedException(
            $"{string.Join('.', path.Select(p => p.Name))} is a {type.Name}: the store has no column type for it (add one to ColumnType and both dialects)"),
    };
}
