using System.Data;

namespace Bench.Harness.Tests.SqlServer;

/// <summary>Rows given back to a fake session's caller as a real session gives them: through a data reader.</summary>
internal static class FakeRecords
{
    /// <summary><paramref name="rows"/> put into <paramref name="table"/> (its columns made) and read back with <paramref name="read"/>.</summary>
    public static Task<IReadOnlyList<T>> Read<T>(DataTable table, IEnumerable<object[]> rows, Func<IDataRecord, T> read)
    {
        foreach (var row in rows)
        {
            table.Rows.Add(row);
        }

        var result = new List<T>();
        using var reader = table.CreateDataReader();
        while (reader.Read())
        {
            result.Add(read(reader));
        }

        return Task.FromResult<IReadOnlyList<T>>(result);
    }
}
